// case: random/valid/ps_3_0/0 (validate)
// expect: valid
// case: random/assemble/ps_3_0/0 (assemble)
// expect: the tokens of valid-ps_3_0-0.bin
// origin: random seed 1 ps_3_0 #0
ps_3_0
defi i6, 2, 4, 1, 0
dcl_cube s10
def c36, 2.0, 3.0327947e-35, -0.5, 1923109.1
def c38, 1.0, 4.0, 0.5, 2.0
dcl_binormal10 v1.y
defb b5, false
dcl_2d s15
dcl_texcoord13 v5.xy
dcl_texcoord9 v3.yw
dcl_blendindices11 v7
crs_pp r7.yz, c223, c223
dp4_sat_pp r18.z, c0, c0.wzxz
if b7
    dp3_sat_pp r18.xw, c3.y, v7
    rsq_pp r19, c223.w
else
    dp3_pp r10, c0, c0.xzzx
    exp r23, r10.x
    rsq r17, c1.x
    texldl_pp r13, r10, s15
    frc r28, c2.zzwy
endif
texld_pp r31, v7, s15
rcp_sat r13, -r31_abs.x
add r19.xy, c0.wxw, v7
dp4 r18, r13, r31.wzzy
log r22, -r13_abs.w
if_ge c2.w, r22.y
    dp3 r30.xy, c0, r31
    texldb r5, v7, s10
    lrp_pp r2, r18, c223, r19.xy
    rsq r11, r30.y
    min r4, c0.xwwz, r11.wy
    max r5, -r13_abs.wyzy, -v7_abs.wwwy
    pow r13, r11.w, r4.x
    dp4 r21, r13.wwx, c3.yywz
    texldb r15, v7, s15
    callnz l1464, b15
    mul r28, r18, c223
    sincos_pp r22.xy, c223.w
    texkill r13
    abs r24, r2.wyyz
endif
mul_pp oC0, c0, r18_abs
max_sat oC1, c1.zyyz, r31.wzxw
ret
label l1464
min_pp r17.y, r18.xxwz, r4
if_lt r15.x, c223.z
    sincos r28.x, r21.y
    max r0, -v7, r11.wyyx
    add r25, r2, c1.ywwy
    if !b14
        sincos r25.xy, c1.z
        sub r27, c0, r2
    endif
endif
ret
