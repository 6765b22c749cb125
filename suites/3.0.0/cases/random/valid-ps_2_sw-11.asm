// case: random/valid/ps_2_sw/11 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/11 (assemble)
// expect: the tokens of valid-ps_2_sw-11.bin
// origin: random seed 1 ps_2_sw #11
ps_2_sw
defi i15, 4, 1, 1, 0
def c1, 4.0, 0.125, 4.0, 0.5
defi i0, 2, 3, 2, 0
dcl_volume s2
defb b8, true
def c60, -2.0, 0.125, 0.0076083057, 0.0
dcl_cube s1
def c14, -7.734285e36, -2.0, 1.0, 0.125
def c50, -1.0553408e27, 1321.17, 5.896346e-36, -2.0
dp2add r31.yz, c8191, -c2.wwwz, c1.x
mul r4, c1, c8191
texldd r20, r4, s1, c1, r4
callnz l149, b1
m3x3_sat r22.xyz, -r20, c3323
m3x4_sat r17, r20.wyyw, c1968
mad r18, r22.yyxy, c2, c3
dsx r9, c8191
texld_pp r31, r9, s1
if b5
    dp3 r11, c2.zywx, -r31.wxz
    sub r7.y, r4.wzwz, r22
    texldp r30, r9, s2
    dp3_sat r16.yz, -c3.zzw, r22
    m4x3 r9.xyz, r4.xzyz, c6276
    mad r1, r20, c3.wwy, r11.zzyw
    exp r21, -r30.w
    setp_eq p0.xzw, c0.wwzx, -r20
    call l149
    rep i15
        pow r11, r20.x, -r4.z
        mul r19, -c2.xxz, r18
        add_sat r7, -c3, r4
        max r19, r21.zwwy, -r11.xwxz
        sub_sat r22, c2.zyz, -r4.xxyx
        cmp_sat r26, r9, r19, r30.yyyx
        texld r3, r30, s1
        (!p0.x) sub_pp r26, r19.zxz, -c2
        add r13, r26.xxxz, -c8191.zwzy
        cmp r11, r20, -r9, -r19
        m4x3_pp r17.xyz, r11, c1646
        log r20.xy, r18.w
        setp_gt p0.xz, r7.yywx, r1.zyzx
        rcp r18.xy, c8191.z
        if !p0.x
            dsx_pp r7, c1
            log_pp r19, -r13.w
            add_sat_pp r30.xzw, -r4, c8191
        endif
    endrep
endif
mov oC0, r18
mov oC1, r31
mov oC2, c2
mov oC3, c8191
ret
label l149
mad r13, c8191.wzw, r4.xyyx, -c3
m3x3 r31.xyz, r20, c4250
nrm_sat r16.xyz, c1.wzxy
mad r21, -c1.xxwx, r4, c2.xzyw
dp2add r26, r4, r20.zxxw, r16.y
m3x4 r15, -r20, c6397
if b15
    min r2, r21, r21.wxzy
endif
ret
