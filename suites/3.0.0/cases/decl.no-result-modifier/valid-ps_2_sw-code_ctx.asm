// case: decl.no-result-modifier/valid/ps_2_sw/code_ctx (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/ps_2_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-code_ctx.bin
// origin: template code {code: mov r0, t0 add r0, r0, v0, decls: dcl_centroid t0 dcl_pp v0} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl_centroid t0
dcl_pp v0
mov r0, t0
add r0, r0, v0
mov oC0, c0
add r1, c3, c3
add r2, r1, c6
mul r3, c4, c4
mad r4, r1, c3, r2
