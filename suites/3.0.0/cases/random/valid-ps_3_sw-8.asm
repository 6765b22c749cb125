// case: random/valid/ps_3_sw/8 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/8 (assemble)
// expect: the tokens of valid-ps_3_sw-8.bin
// origin: random seed 1 ps_3_sw #8
ps_3_sw
dcl_2d s9
defb b42, false
dcl_binormal5 v1
dcl_binormal6 v3.xyw
dcl_2d s10
dcl vPos.y
defi i25, 2, 1, 1, 0
pow r31.w, c2.w, c8191.z
texldp r16, v1, s10
rcp_sat r10.xz, c1.z
exp r15, c2.y
min r9, c0.ywzx, c0
m3x3 r17.xyz, v1, c823
lrp_pp r8.xw, c3.ywyz, r15.y, r16
mad oC0, c0.zzxw, c3, c0.xyzx
mul_sat oC1.w, r17_abs.xzy, c2.zzw
mov oC2, -v1_abs.zzyx
