// case: decl.no-result-modifier/valid/ps_2_0/code_ctx (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/ps_2_0/code_ctx (assemble)
// expect: the tokens of valid-ps_2_0-code_ctx.bin
// origin: template code {code: mov r0, t0 add r0, r0, v0, decls: dcl_centroid t0 dcl_pp v0} + 5 random context instructions (seed 1 attempt 1)
ps_2_0
dcl_centroid t0
dcl_pp v0
mov r0, t0
add r0, r0, v0
mov oC0, c0
add r1, c1, c1
mul r2, r1, c3
mul r3, c1, r1
add r4, r2, r3
mov r5, r2
