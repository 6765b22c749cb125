// case: random/valid/ps_3_sw/15 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/15 (assemble)
// expect: the tokens of valid-ps_3_sw-15.bin
// origin: random seed 1 ps_3_sw #15
ps_3_sw
def c38, 0.5, -2.0, -0.5, 0.125
dcl_2d s8
dcl_cube s1
dcl_normal14 v5
defi i58, 3, 4, 2, 0
dcl_blendindices10 v2
def c54, 4.0, 4.0, -2.0, 0.5
def c20, 1.0, 0.5, -6218977400000.0, -5.5908762e-14
dcl_volume s12
texld_pp r8, v5, s12
rep i58
    call l667
    dp2add_sat r6.yz, r8_abs, r8, c8191.y
    max r14, r8.xxxz, c1.yzyw
    texkill r14
endrep
min_pp oC0, c3.xzw, c3.wzy
add oC1.zw, v5, c1.ywxy
add_sat_pp oC2, c2.ywwx, c2.xwyw
ret
label l667
pow_sat_pp r18.yz, c1.z, v5.x
lrp r4, c0.zzwy, c1, -v2_abs
ret
