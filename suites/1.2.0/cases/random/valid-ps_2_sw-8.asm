// case: random/valid/ps_2_sw/8 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/8 (assemble)
// expect: the tokens of valid-ps_2_sw-8.bin
// origin: random seed 1 ps_2_sw #8
ps_2_sw
def c4, 0.25, 2.9297626e-20, -1.0, 0.25
defi i31, 3, 0, 2, 0
def c1, 1.1170418e-27, 7.875825e-16, 0.0, 0.25
dcl_2d s14
def c6, 1.0, 4.0, -1.0, 0.0
rsq r10, c8191.y
setp_lt p0.x, -c2, -c1.zx
texldd r0, r10, s14, c2, r10.xyxw
setp_ge p0.xyw, c2, c3.wzwy
m4x3 r6.xyz, r10, c1522
sub_pp r10.xyw, r6.zzxy, c3.xzwx
if !p0.w
    rcp r7, c1.x
    min r3.xyz, r10.zzyw, r0.zxz
    abs r26, r0.wyyw
    abs_sat r5.y, r6
    dsy_sat_pp r15.xyz, r10.yzwz
    texldd_pp r28, r7, s14, r7, c2
endif
mov oC0, c2
