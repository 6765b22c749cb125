// case: ps.oC.contiguous/valid/ps_3_sw/lifted_code-oC0-oC2_own_tail-true_ctx (validate)
// expect: valid
// case: ps.oC.contiguous/assemble/ps_3_sw/lifted_code-oC0-oC2_own_tail-true_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_code-oC0-oC2_own_tail-true_ctx.bin
// origin: template code {code: oC0-oC2, own_tail: true} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
mov oC0, c0
mov oC2, c0
mov r0, c6
