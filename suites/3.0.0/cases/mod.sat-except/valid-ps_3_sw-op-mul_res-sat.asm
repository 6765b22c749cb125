// case: mod.sat-except/valid/ps_3_sw/op-mul_res-sat (validate)
// expect: valid
// case: mod.sat-except/assemble/ps_3_sw/op-mul_res-sat (assemble)
// expect: the tokens of valid-ps_3_sw-op-mul_res-sat.bin
// origin: template shift {op: mul, res: sat}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mul_sat r0, r1, r1
mov oC0, c0
