// case: mod.sat/invalid/vs_2_sw/op-mad_res-sat (validate)
// expect: invalid [mod.sat]
// origin: template shift {op: mad, res: sat}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad_sat r0, r1, r1, r1
mov oPos, v0
