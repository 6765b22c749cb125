// case: vs.reg.no-uninit-read-2x/invalid/vs_3_sw/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template op {ins: never} + 2 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov o0, v0
mad r5, c6, c6, c6
mad r6, r5, r5, c7
