// case: mod.shift/invalid/vs_1_1/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 4 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov oPos, v0
mul r4, c1, c1
add r5, c1, r4
mul r6, c1, c1
mad r7, r4, r4, c6
