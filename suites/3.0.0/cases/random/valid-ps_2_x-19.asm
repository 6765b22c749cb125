// case: random/valid/ps_2_x/19 (validate)
// expect: valid
// case: random/assemble/ps_2_x/19 (assemble)
// expect: the tokens of valid-ps_2_x-19.bin
// origin: random seed 1 ps_2_x #19
ps_2_x
def c22, 1.0, 0.25, 6.670932e33, 2.0
defi i2, 2, 4, 2, 0
dcl v1
defb b8, false
dcl_2d s11
def c23, 1.0, 4.0, -1.0551173e-6, -2.0
dcl t1.zw
dcl_2d s9
dcl v0
def c28, 4.0, 0.5, 0.5, 1.0
dcl_2d s10
dcl t0.xzw
rsq r1.xy, c3.y
pow r3, -c3.x, v0.z
add_sat r30.xw, -c2, -v0.wzwz
if_ne -c31.x, c31.y
    exp r18.yz, v1.z
    rsq_sat_pp r15, c0.x
    dsx_sat_pp r9, -c0
    dsy r0.xyz, c3.xw
    m3x4 r23, r18.yzy, c12
    m4x4_pp r7, r15, c12
    setp_le p0.y, r0, r0.wywz
    m4x3_pp r0.xyz, -r9.xwyx, c4
    min_pp r15.xyw, r7, r15
    rsq r0, r7.w
    texkill r0
    max r6.yzw, v1.wyyx, c3.wwxw
    add r15, c1, r15.wyxy
    call l9
    m3x3 r29.xyz, r23, c23
    dsx r9, c1
    log r9.x, -c0.z
    cmp_pp r6, -c1.yyxy, -r9.xwzw, -r7
    (!p0.y) dsy_sat r26, v1
    dp4 r8, r7, -r7.zzyx
    abs_pp r26, v0.yxyz
    exp r25, -c1.z
    if !p0.y
        log r27, r15.w
        (p0.y) dp2add_pp r11, r1, c0.ywzy, r15.z
        nrm r11.xyz, -r3.wyzx
        texldd r6, r27, s10, r26, r23
        nrm_pp r5, c1
        rcp_pp r2, -t1.z
    endif
endif
mov oC0, c0
ret
label l9
ret
