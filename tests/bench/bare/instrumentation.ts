// Turbopack, whose root is the project's (for its node_modules), would otherwise take the project's instrumentation.ts for this app's.
export function register() {}
