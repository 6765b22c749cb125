// case: decl.ps-inputs/valid/ps_3_sw/sampler_decls-cube (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/sampler_decls-cube (assemble)
// expect: the tokens of valid-ps_3_sw-sampler_decls-cube.bin
// origin: template code {code: mov r0, c0, decls: cube}
ps_3_sw
dcl_cube s3
mov r0, c0
mov oC0, c0
