// The owners feature's public surface for other features: the admins' calls about a place's
// owners (admin/), and an account's deletion (accounts/).
export { forgetOwner, listOwners, setOwners } from './owners';
export { ownersBodySchema, type OwnersResult } from './schema';
