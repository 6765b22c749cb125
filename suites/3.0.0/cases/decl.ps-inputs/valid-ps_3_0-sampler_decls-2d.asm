// case: decl.ps-inputs/valid/ps_3_0/sampler_decls-2d (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/sampler_decls-2d (assemble)
// expect: the tokens of valid-ps_3_0-sampler_decls-2d.bin
// origin: template code {code: mov r0, c0, decls: 2d}
ps_3_0
dcl_2d s3
mov r0, c0
mov oC0, c0
