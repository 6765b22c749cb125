// case: vs.reg.no-uninit-read-2x/invalid/vs_3_0/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template op {ins: never} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov o0, v0
mov r5, c5
add r6, r5, r5
add r7, c5, r6
mul r8, r5, c0
mov r9, c7
mov r10, r7
