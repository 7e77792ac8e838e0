// The delivery module's front door: nothing other modules use yet (app.ts mounts its routes.ts).
export {};
