// libFuzzer's entry for programs that have their own `main` (SwiftPM names an executable's entry
// `<Target>_main` and links `main` to it, so libFuzzer's own `main` is never pulled in).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
