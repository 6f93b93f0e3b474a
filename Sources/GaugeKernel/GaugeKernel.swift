// The glue: a KernelBackend that runs gauge cells and renders their drawables.
