// case: ps.oC.src-plain/valid/ps_2_sw/v0_own_tail-true (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_2_sw/v0_own_tail-true (assemble)
// expect: the tokens of valid-ps_2_sw-v0_own_tail-true.bin
// origin: template code {code: mov oC0, v0, decls: dcl v0, own_tail: true}
ps_2_sw
dcl v0
mov oC0, v0
