// case: swz.texld-ps2/valid/ps_2_x/code-r (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_2_x/code-r (assemble)
// expect: the tokens of valid-ps_2_x-code-r.bin
// origin: template code {code: r, decls: dcl t0 dcl_2d s0}
ps_2_x
dcl t0
dcl_2d s0
mov r1, t0
texld r0, r1, s0
mov oC0, c0
