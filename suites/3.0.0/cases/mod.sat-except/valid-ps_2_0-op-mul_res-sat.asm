// case: mod.sat-except/valid/ps_2_0/op-mul_res-sat (validate)
// expect: valid
// case: mod.sat-except/assemble/ps_2_0/op-mul_res-sat (assemble)
// expect: the tokens of valid-ps_2_0-op-mul_res-sat.bin
// origin: template shift {op: mul, res: sat}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mul_sat r0, r1, r1
mov oC0, c0
