// case: mod.shift/invalid/vs_2_x/op-add_shift-x2 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x2}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_x2 r0, r1, r1
mov oPos, v0
