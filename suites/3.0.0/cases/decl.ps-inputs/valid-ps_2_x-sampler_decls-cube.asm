// case: decl.ps-inputs/valid/ps_2_x/sampler_decls-cube (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_2_x/sampler_decls-cube (assemble)
// expect: the tokens of valid-ps_2_x-sampler_decls-cube.bin
// origin: template code {code: mov r0, c0, decls: cube}
ps_2_x
dcl_cube s3
mov r0, c0
mov oC0, c0
