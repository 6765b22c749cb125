// case: vs.reg.no-uninit-read/invalid/vs_3_0/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read]
// origin: template op {ins: never} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov o0, v0
mov r5, c2
mad r6, c2, r5, c2
mov r7, c1
mad r8, r5, r7, r6
add r9, c3, c3
