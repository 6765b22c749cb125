// case: mod.shift/invalid/vs_3_0/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 6 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov o0, v0
mul r4, c5, c5
mad r5, r4, r4, r4
add r6, c2, c2
mul r7, r6, c1
mad r8, r6, r7, c6
add r9, r4, r7
