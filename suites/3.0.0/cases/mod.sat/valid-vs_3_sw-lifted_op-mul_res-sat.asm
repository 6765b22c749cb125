// case: mod.sat/valid/vs_3_sw/lifted_op-mul_res-sat (validate)
// expect: valid
// case: mod.sat/assemble/vs_3_sw/lifted_op-mul_res-sat (assemble)
// expect: the tokens of valid-vs_3_sw-lifted_op-mul_res-sat.bin
// origin: template shift {op: mul, res: sat}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mul_sat r0, r1, r1
mov o0, v0
