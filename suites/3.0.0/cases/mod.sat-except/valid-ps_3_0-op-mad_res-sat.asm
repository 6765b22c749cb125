// case: mod.sat-except/valid/ps_3_0/op-mad_res-sat (validate)
// expect: valid
// case: mod.sat-except/assemble/ps_3_0/op-mad_res-sat (assemble)
// expect: the tokens of valid-ps_3_0-op-mad_res-sat.bin
// origin: template shift {op: mad, res: sat}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad_sat r0, r1, r1, r1
mov oC0, c0
