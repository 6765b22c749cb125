// case: random/valid/ps_3_0/7 (validate)
// expect: valid
// case: random/assemble/ps_3_0/7 (assemble)
// expect: the tokens of valid-ps_3_0-7.bin
// origin: random seed 1 ps_3_0 #7
ps_3_0
defb b11, true
dcl_cube s5
dcl_2d s12
defi i13, 1, 0, 1, 0
dcl vFace
dcl_cube s8
defb b12, true
dcl_fog4 v9.w
dp4 r16, c3.ywyx, c3
mov r22.w, c2.yxz
abs_sat r23, c0
loop aL, i13
    if !b1
        dp2add r8.yw, r23.xyw, c3.ywwy, c3.z
        pow r19, r8.y, c0.z
        add r29.xw, c2.zyyz, r16
        cmp r26, r16, r16.zzwz, c1
        min_sat r3.xy, c223, c223.zxxw
        break
    else
        rsq r9.xzw, c0.x
        lrp r25, c0.xzyw, c0.xyz, r16
        call l1283
        exp_sat r18, r9.w
        nrm_sat r30.xyz, c2.wzzx
        crs_sat r30.xz, c2, -r23_abs
        if_ge vFace.x, c223.w
            add_sat_pp r5, r23.xzwy, r25
            dp3 r23, -r30_abs.zzxz, r9.xw
        endif
    endif
endloop
max_sat oC0.yz, c1, r16.zxz
max_pp oC1, r23, c2.zzwx
mul oC2, r23.zxz, r16
mad_pp oC3, r16.wzxw, c3, -r23_abs.ywyz
ret
label l1283
mad r17, c223.wwyz, c223, r9.wxz
ret
