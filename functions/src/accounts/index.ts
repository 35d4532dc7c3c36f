// The accounts feature has no public surface: its use cases are its routes' own.
export {};
