// case: decl.ps-inputs/valid/ps_2_0/sampler_decls-volume (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_2_0/sampler_decls-volume (assemble)
// expect: the tokens of valid-ps_2_0-sampler_decls-volume.bin
// origin: template code {code: mov r0, c0, decls: volume}
ps_2_0
dcl_volume s3
mov r0, c0
mov oC0, c0
