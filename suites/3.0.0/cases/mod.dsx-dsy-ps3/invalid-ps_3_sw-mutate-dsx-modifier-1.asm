// case: mod.dsx-dsy-ps3/invalid/ps_3_sw/mutate-dsx-modifier-1 (validate)
// expect: invalid [mod.dsx-dsy-ps3]
// origin: mutator dsx-modifier on random seed 1 ps_3_sw #1
ps_3_sw
dcl vFace
def c48, -1.0, -5.641004e-7, -0.0007445292, -0.5
defb b27, false
dcl_2d s8
defi i49, 3, 0, 2, 0
dcl_2d s6
dcl vPos.x
def c60, 0.25, -2.0, -7.377111e-26, 1.0
dcl_2d s14
lrp r1, c2.wzwz, c8191, c8191
nop
texldl_pp r0, r1, s14
nrm r1.xyz, vPos.xxxz
rcp_sat r24, -r0_abs.z
rsq_sat r24, -r1.z
rep i49
    add_sat_pp r25, c8191, c0
endrep
mad oC0.x, c3, c0.xzxy, r24
mov_pp oC1, r1.zzwx
mov r2, c0
dsx r2, -r2
