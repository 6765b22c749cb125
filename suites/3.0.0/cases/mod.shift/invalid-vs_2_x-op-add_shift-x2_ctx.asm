// case: mod.shift/invalid/vs_2_x/op-add_shift-x2_ctx (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov oPos, v0
mul r4, c5, c5
