// case: mod.sat/invalid/vs_2_0/op-add_res-sat (validate)
// expect: invalid [mod.sat]
// origin: template shift {op: add, res: sat}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_sat r0, r1, r1
mov oPos, v0
