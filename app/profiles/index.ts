import { carpentry } from "./carpentry";
import { interiors } from "./interiors";
import type { Profile } from "./schema";

// Adding a business means adding one profile file and one line here.
export const profiles = { carpentry, interiors } satisfies Record<string, Profile>;

export type ProfileId = keyof typeof profiles;
export const profileIds = Object.keys(profiles) as [ProfileId, ...ProfileId[]];
export const defaultProfileId: ProfileId = "carpentry";

export const isProfileId = (value: string): value is ProfileId => Object.hasOwn(profiles, value);
