// case: vs.reg.no-uninit-read/invalid/vs_2_x/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read]
// origin: template op {ins: never} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov oPos, v0
mad r5, c2, c2, c2
mov r6, r5
mul r7, r5, r5
add r8, c7, c7
mov r9, c2
