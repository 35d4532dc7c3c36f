// The saved places feature's public surface for other features: an account's export and
// deletion (accounts/).
export { forgetSaved, savedBy } from './saved';
