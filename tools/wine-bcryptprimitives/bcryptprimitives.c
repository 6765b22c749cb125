/* bcryptprimitives.dll for Wine 8.0, which lacks it: Rust's standard library (1.78 and
 * later) imports ProcessPrng from it on Windows, so a Rust exe does not start under
 * Wine 8.0 without it. Windows 10 and later, and Wine 9, have the real DLL; this stand-in
 * is only for scripts/windows-smoke.sh, which puts it beside the exe under test.
 *
 * Build: x86_64-w64-mingw32-gcc -O2 -shared -o bcryptprimitives.dll bcryptprimitives.c -lbcrypt
 */
#include <windows.h>
#include <bcrypt.h>

/* Fills data with len random bytes (BCryptGenRandom takes a ULONG length: in steps). */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len > 0) {
        ULONG step = len > 0x10000000 ? 0x10000000 : (ULONG)len;
        if (BCryptGenRandom(NULL, data, step, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0)
            return FALSE;
        data += step;
        len -= step;
    }
    return TRUE;
}
