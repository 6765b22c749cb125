// case: vs.reg.no-uninit-read/invalid/vs_2_sw/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read]
// origin: template op {ins: never} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov oPos, v0
add r5, c2, c2
mad r6, r5, r5, c2
mov r7, c4
mov r8, r6
add r9, r6, r6
mul r10, r5, c1
