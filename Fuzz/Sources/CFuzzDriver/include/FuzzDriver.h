// libFuzzer's driver (compiler-rt's FuzzerInterface.h), linked by -sanitize=fuzzer: it parses
// libFuzzer's flags from argc/argv and runs the fuzzing loop with the callback.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
