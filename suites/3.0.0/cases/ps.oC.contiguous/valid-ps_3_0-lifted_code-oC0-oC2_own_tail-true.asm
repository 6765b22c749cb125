// case: ps.oC.contiguous/valid/ps_3_0/lifted_code-oC0-oC2_own_tail-true (validate)
// expect: valid
// case: ps.oC.contiguous/assemble/ps_3_0/lifted_code-oC0-oC2_own_tail-true (assemble)
// expect: the tokens of valid-ps_3_0-lifted_code-oC0-oC2_own_tail-true.bin
// origin: template code {code: oC0-oC2, own_tail: true}
ps_3_0
mov oC0, c0
mov oC2, c0
