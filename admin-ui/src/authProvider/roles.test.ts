import { describe, expect, it } from 'vitest';

import { canDecideClaims, decodeJwtPayload, rolesFromClaims, rolesFromTokens } from './roles';

const jwt = (payload: object) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('role extraction', () => {
  it('reads the roles claim', () => {
    expect(rolesFromClaims({ roles: ['Approver', 'Staff'] })).toEqual(['Approver', 'Staff']);
    expect(rolesFromClaims({ roles: 'Admin' })).toEqual(['Admin']);
    expect(rolesFromClaims({ roles: [1, 'Staff'] })).toEqual(['Staff']);
    expect(rolesFromClaims({})).toEqual([]);
    expect(rolesFromClaims(undefined)).toEqual([]);
  });

  it('decodes a JWT payload, including non-ASCII names', () => {
    const token = `e30.${btoa(String.fromCharCode(...new TextEncoder().encode('{"name":"Jürgen","roles":["Admin"]}')))}.x`;
    expect(decodeJwtPayload(token)).toEqual({ name: 'Jürgen', roles: ['Admin'] });
    expect(decodeJwtPayload('not a token')).toBeUndefined();
    expect(decodeJwtPayload(undefined)).toBeUndefined();
  });

  it('prefers the identity token and falls back to the access token', () => {
    expect(rolesFromTokens({ roles: ['Staff'] }, jwt({ roles: ['Admin'] }))).toEqual(['Staff']);
    expect(rolesFromTokens({ name: 'x' }, jwt({ roles: ['Approver'] }))).toEqual(['Approver']);
    expect(rolesFromTokens(undefined, undefined)).toEqual([]);
  });

  it('lets Approver and Admin decide claims, nobody else', () => {
    expect(canDecideClaims(['Approver'])).toBe(true);
    expect(canDecideClaims(['Staff', 'Admin'])).toBe(true);
    expect(canDecideClaims(['Staff'])).toBe(false);
    expect(canDecideClaims([])).toBe(false);
    expect(canDecideClaims(undefined)).toBe(false);
  });
});
