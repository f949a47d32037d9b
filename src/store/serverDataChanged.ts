import { createAction } from '@reduxjs/toolkit';

/**
 * The server's data was changed by someone else: in the demo, another tab of the same browser
 * (mocks/demo/shared.ts). The data layer then refetches what the open screens show; `whole`: the
 * data was replaced (a reset, an import), so every cached answer is dropped.
 */
export const serverDataChanged = createAction<{ whole: boolean }>('server/dataChanged');
