import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import type { StaffRole } from './roles.js';

export const PUBLIC_KEY = 'access:public';
export const ROLES_KEY = 'access:roles';
export const SIGNED_IN_KEY = 'access:signed-in';
export const SIGN_IN_OPTIONAL_KEY = 'access:sign-in-optional';

/** In the OpenAPI description: an empty security requirement, i.e. callable without a token. */
const noTokenNeeded = () => ApiSecurity({});

/** Decides from the request alone whether it may go without a token. */
export type PublicWhen = (request: FastifyRequest) => boolean;

/** Anyone may call this endpoint; without this mark every endpoint needs a staff token. */
export const Public = () =>
  applyDecorators(
    SetMetadata(PUBLIC_KEY, () => true),
    noTokenNeeded(),
  );

/** Anyone may make the requests the predicate accepts; all others need a staff token as usual. */
export const PublicWhen = (predicate: PublicWhen) =>
  applyDecorators(SetMetadata(PUBLIC_KEY, predicate), noTokenNeeded(), ApiSecurity('bearer'));

/**
 * Anyone may call this endpoint, and a caller who sends a token is identified by it: no
 * Authorization header is an anonymous call (no principal), a header with a token that is not valid
 * (expired, forged, not Bearer) is 401 as on every other endpoint, so an app renews its session.
 */
export const SignInOptional = () =>
  applyDecorators(SetMetadata(SIGN_IN_OPTIONAL_KEY, true), noTokenNeeded(), ApiSecurity('bearer'));

/** Any signed-in caller, guest or staff, may call this endpoint; the service decides what they see. */
export const SignedIn = () => SetMetadata(SIGNED_IN_KEY, true);

/** The staff roles (any of them) an endpoint needs; the default is StaffRole.Staff. */
export const Roles = (...roles: StaffRole[]) => SetMetadata(ROLES_KEY, roles);
