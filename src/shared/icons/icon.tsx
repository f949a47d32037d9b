/**
 * The app's icons (src/shared/icons/<Name>.ts): Bootstrap Icons (MIT), drawn as
 * react-bootstrap-icons draws them (the same <svg> with the classes `bi bi-<name>`), each one a
 * list of its paths, one module per icon so that a chunk holds only the icons it draws. This one
 * small component draws them all, so an icon costs the bytes of its paths. A new icon: its paths
 * from `node_modules/react-bootstrap-icons/dist/icons/<name>.js`.
 */
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; title?: string };

/** A path's `d`, or its `d` with the even-odd fill rule. */
type Path = string | [d: string, fillRule: 'evenodd'];

export function icon(name: string, paths: Path[]) {
  return function Icon({
    color = 'currentColor',
    size = '1em',
    title,
    className,
    ...rest
  }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 16 16"
        width={size}
        height={size}
        fill={color}
        className={className ? `bi bi-${name} ${className}` : `bi bi-${name}`}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths.map((path) =>
          typeof path === 'string' ? (
            <path key={path} d={path} />
          ) : (
            <path key={path[0]} fillRule={path[1]} d={path[0]} />
          ),
        )}
      </svg>
    );
  };
}
