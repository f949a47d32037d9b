/** branches: the customer's pick-up branch. */
import { http, type PathParams } from 'msw';
import type { Branch, CreateBranchApiResponse, CreateBranchRequest, ErrorResponse } from '@/api';
import { db } from '../db/collections';
import { BRANCHES, LEGACY_BRANCH } from '../db/enums';
import { toCandidate } from '../lib/domain';
import { badRequest, ok, readJson, withAuth } from '../lib/http';
import { newId } from '../lib/ids';
import { createBranchSchema } from '../lib/schemas';

export const branchHandlers = [
  http.post<PathParams, CreateBranchRequest, CreateBranchApiResponse | ErrorResponse>(
    '*/api/branch/create',
    withAuth(async ({ request, user }) => {
      const { data, error } = await readJson(request, createBranchSchema);
      if (error) return error;
      if (!data.address) return badRequest('branch_required');
      const address = data.address === LEGACY_BRANCH ? 'didube' : data.address;
      if (!(BRANCHES as readonly string[]).includes(address)) {
        return badRequest('validation_error', `address must be one of ${BRANCHES.join(', ')}`);
      }
      const branch = address as Branch;
      await db.branches.create({
        _id: newId(),
        userId: user._id,
        city: data.city,
        address: branch,
        createdAt: new Date().toISOString(),
      });
      const updated = await db.users.update(user, {
        data(draft) {
          draft.takedPlaced = { city: data.city, address: branch };
        },
      });
      const body: CreateBranchApiResponse = {
        success: true,
        message: 'Branch saved',
        candidate: toCandidate(updated ?? user),
      };
      return ok(body);
    }),
  ),
];
