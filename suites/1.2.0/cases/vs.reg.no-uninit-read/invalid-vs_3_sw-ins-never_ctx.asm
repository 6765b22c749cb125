// case: vs.reg.no-uninit-read/invalid/vs_3_sw/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read]
// origin: template op {ins: never} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov o0, v0
mul r5, c1, c1
mov r6, c2
mul r7, r6, c5
add r8, r7, c6
mul r9, c2, r7
mul r10, c5, r8
