// case: random/valid/ps_3_sw/13 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/13 (assemble)
// expect: the tokens of valid-ps_3_sw-13.bin
// origin: random seed 1 ps_3_sw #13
ps_3_sw
dcl_fog1 v3
defi i44, 2, 2, 2, 0
def c0, -1.0, 1.0, 0.5, 0.0
dcl_cube s2
def c56, -1.0, 0.25, 1.344453e26, -1.5593544e-35
defb b46, false
def c23, -3.115565e-5, 2.0, 0.25, 0.5
def c18, 0.0, 0.0, 3.817496e24, 2.0
m4x4 r17, v3.zwwx, c1700
texldp r21, v3, s2
rsq_sat_pp r25.zw, c1.y
dp3_sat_pp r31, c1.wyzx, c8191.wzwy
pow r13, r21.z, -r31_abs.y
rsq r26, r17.z
log r29.yz, c1.w
m3x3 r7.xyz, r13_abs, c6139
abs r15, r21.zzyx
dsx r4.w, r7.xz
exp_pp r27.w, r15_abs.y
m3x3 r28.xyz, r13, c4748
dsx r17, c2.zwy
cmp_sat_pp r31, c3.wyzy, r15, r21
dp4 r9, r17, r17.wxwz
abs r10.yzw, r26
sub r13.yz, c1, c1.xxzw
sub r20, r21, r15_abs
m4x3 r18.xyz, v3.xzw, c5371
dp4 r29, c1, r15
rsq_sat r10, c0.x
if !b5
    if_ne r15.y, r21_abs.w
        texkill r10
        exp r10, c2.y
        dp4 r10.zw, r13.ywy, -r21.wwxz
        mul r0, -r9_abs, r17
        lrp r13, r29.zyzy, r29_abs.yyxw, c2
    endif
endif
mad oC0, r15_abs, r26, -r31_abs.zywx
max oC1, r21, r29_abs.zwyz
mul oC2.w, r21_abs, r4.xzw
mul oC3, -r21_abs.zxyx, -r18_abs.zyzy
