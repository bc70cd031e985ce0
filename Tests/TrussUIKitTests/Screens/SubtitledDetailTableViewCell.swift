// swift-format-ignore-file
// Real UIKit layout code from a public project, kept verbatim as a test input (issue 15).
// Repository: wayfindrltd/wayfindr-demo-ios
// Path: Wayfindr Demo/Classes/View/Shared/SubtitledDetailTableViewCell.swift
// Commit: fd7b0a201cf5c594fdc2eaeb2061ae82a62caac0
// License: MIT (Copyright (c) 2016 Wayfindr) (text in Screens/Licenses/)
// Changes for Linux, and nothing else:
//   - `import UIKit` → `import TrussUIKit`
//   - `override init(style:reuseIdentifier:)` → `required init(style:reuseIdentifier:)`: the table makes the registered class through that initializer, which Swift without the Objective-C runtime can only call when it is required (Docs/UIKitCompatibility.md, "Cell initializers")
//   - `WAYConstants` is the project's own (Classes/Constants/WAYConstants.swift, same commit): ScreenSupport.swift and BatteryLevelsSupport.swift repeat the parts this file uses
// ---------------------------------------------------------------------------
//
//  SubtitledDetailTableViewCell.swift
//  Wayfindr Demo
//
//  Created by Wayfindr on 09/12/2015.
//  Copyright (c) 2016 Wayfindr (http://www.wayfindr.net)
//
//  Permission is hereby granted, free of charge, to any person obtaining a copy
//  of this software and associated documentation files (the "Software"), to deal
//  in the Software without restriction, including without limitation the rights 
//  to use, copy, modify, merge, publish, distribute, sublicense, and/or sell 
//  copies of the Software, and to permit persons to whom the Software is furnished
//  to do so, subject to the following conditions:
//
//  The above copyright notice and this permission notice shall be included in all 
//  copies or substantial portions of the Software.
//
//  THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
//  INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A 
//  PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT 
//  HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION 
//  OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE 
//  SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
//

import TrussUIKit


final class SubtitledDetailTableViewCell: UITableViewCell {
    
    
    // MARK: - Properties
    
    let mainTextLabel       = UILabel()
    let subtitleTextLabel   = UILabel()
    let rightValueLabel     = UILabel()
    
    
    // MARK: - Initializers
    
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        
        setup()
        setupConstraints()
    }
    
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        
        setup()
        setupConstraints()
    }
    
    
    // MARK: - Setup
    
    fileprivate func setup() {
        mainTextLabel.font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle.body)
        mainTextLabel.textColor = UIColor.black
        mainTextLabel.textAlignment = .left
        contentView.addSubview(mainTextLabel)
        
        subtitleTextLabel.font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle.caption1)
        subtitleTextLabel.textColor = UIColor.black
        subtitleTextLabel.textAlignment = .left
        contentView.addSubview(subtitleTextLabel)
        
        rightValueLabel.font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle.body)
        rightValueLabel.textColor = WAYConstants.WAYColors.WayfindrMainColor
        rightValueLabel.textAlignment = .right
        contentView.addSubview(rightValueLabel)
    }
    
    
    // MARK: - Layout
    
    fileprivate func setupConstraints() {
        // Turn off autoresizing mask
        mainTextLabel.translatesAutoresizingMaskIntoConstraints = false
        subtitleTextLabel.translatesAutoresizingMaskIntoConstraints = false
        rightValueLabel.translatesAutoresizingMaskIntoConstraints = false
        
        // View Dictionary
        let views = ["mainTextLabel" : mainTextLabel, "subtitleTextLabel" : subtitleTextLabel, "rightValueLabel" : rightValueLabel]
        let metrics = WAYConstants.WAYLayout.metrics
        
        // Vertical Constraints
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-QuarterMargin-[mainTextLabel][subtitleTextLabel]-QuarterMargin-|", options: NSLayoutConstraint.FormatOptions(rawValue: 0), metrics: metrics, views: views))
        contentView.addConstraint(NSLayoutConstraint(item: rightValueLabel, attribute: .centerY, relatedBy: .equal, toItem: contentView, attribute: .centerY, multiplier: 1.0, constant: 0.0))
        
        // Horizontal Constraints
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-HalfMargin-[mainTextLabel]-(>=HalfMargin)-[rightValueLabel]-HalfMargin-|", options: NSLayoutConstraint.FormatOptions(rawValue: 0), metrics: metrics, views: views))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-HalfMargin-[subtitleTextLabel]-(>=HalfMargin)-[rightValueLabel]", options: NSLayoutConstraint.FormatOptions(rawValue: 0), metrics: metrics, views: views))
    }
    
}
