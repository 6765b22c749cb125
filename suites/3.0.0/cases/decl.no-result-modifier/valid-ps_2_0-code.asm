// case: decl.no-result-modifier/valid/ps_2_0/code (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/ps_2_0/code (assemble)
// expect: the tokens of valid-ps_2_0-code.bin
// origin: template code {code: mov r0, t0 add r0, r0, v0, decls: dcl_centroid t0 dcl_pp v0}
ps_2_0
dcl_centroid t0
dcl_pp v0
mov r0, t0
add r0, r0, v0
mov oC0, c0
