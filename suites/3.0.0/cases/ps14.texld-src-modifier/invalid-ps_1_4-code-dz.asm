// case: ps14.texld-src-modifier/invalid/ps_1_4/code-dz (validate)
// expect: invalid [ps14.texld-src-modifier]
// origin: template code {code: dz}
ps_1_4
texcrd r1.xyz, t0
phase
texld r2, r1_dz.xyz
mov r0, c0
