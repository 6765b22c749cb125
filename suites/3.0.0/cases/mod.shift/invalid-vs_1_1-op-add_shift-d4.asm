// case: mod.shift/invalid/vs_1_1/op-add_shift-d4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: d4}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_d4 r0, r1, r1
mov oPos, v0
