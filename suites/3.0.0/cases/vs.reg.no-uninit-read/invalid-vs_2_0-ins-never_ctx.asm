// case: vs.reg.no-uninit-read/invalid/vs_2_0/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read]
// origin: template op {ins: never} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov oPos, v0
mul r5, c5, c5
add r6, r5, r5
mad r7, c1, r6, c1
